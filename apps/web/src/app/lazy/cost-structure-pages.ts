// One chunk: the company's cost structure (cost codes, cost categories) and the import hub.
export { CostCategoriesPage } from '@/features/cost-categories/pages/cost-categories-page';
export { CostCodesPage } from '@/features/cost-codes/pages/cost-codes-page';
export { AllImportsPage } from '@/features/imports/pages/all-imports-page';

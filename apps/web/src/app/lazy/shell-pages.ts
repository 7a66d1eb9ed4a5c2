// One chunk: the signed-in shell and the dashboard, which every signed-in visit starts with.
export { DashboardPage } from '@/features/dashboard/pages/dashboard-page';
export { AppShell } from '../shell/app-shell';

/** Every cost-code query starts with 'cost-codes'. */
export const costCodeKeys = {
  all: ['cost-codes'] as const,
  list: ['cost-codes', 'list'] as const,
};

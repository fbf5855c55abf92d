export const agentsQueryKey = ['kaspro', 'agents'] as const;
export const applicationsQueryKey = ['kaspro', 'applications'] as const;

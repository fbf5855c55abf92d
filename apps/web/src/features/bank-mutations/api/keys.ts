/** Every bank-statement query starts with this: invalidate it after an import, an assignment or an ignore. */
export const bankMutationsQueryKey = ['bank-mutations'] as const;

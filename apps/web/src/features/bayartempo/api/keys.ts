export const BAYARTEMPO_PATH = '/backoffice/bayartempo';
export const BAYARTEMPO_KEY = ['bayartempo'] as const;

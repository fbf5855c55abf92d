export * from './auth.js';
export * from './common.js';
export * from './content.js';
export * from './dashboard.js';
export * from './messages.js';
export * from './platform.js';
export * from './money.js';

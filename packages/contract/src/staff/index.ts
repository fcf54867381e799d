export * from './orders';
export * from './rules';
export * from './schemas';
export * from './texts';

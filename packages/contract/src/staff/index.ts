export * from './audit';
export * from './clients';
export * from './orders';
export * from './refunds';
export * from './returns';
export * from './rules';
export * from './schemas';
export * from './texts';

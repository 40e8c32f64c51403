export * from './accounts';
export * from './catalogue';
export * from './catalogue-lists';
export * from './messages';
export * from './operations';
export * from './orders';
export * from './outbox';
export * from './variants';

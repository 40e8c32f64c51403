export * from './accounts';
export * from './catalogue';
export * from './catalogue-lists';
export * from './mail';
export * from './messages';
export * from './operations';
export * from './orders';
export * from './variants';

// Owns tax_settings: whether the shop is VAT-registered, its TIN and rates (decision 0061),
// and the staff calls that read and save them (routes.ts, inside the admin module's scope).
export { taxOfTotal, toTaxBreakdown } from './order-tax';
export { adminTaxSettingsRoutes } from './routes';
export { readTaxSettings, saveTaxSettings } from './tax-settings-repository';

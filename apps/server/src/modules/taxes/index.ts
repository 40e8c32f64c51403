// Owns tax_settings: whether the shop is VAT-registered, its TIN and rates (decision 0061).
export { taxOfTotal, toTaxBreakdown } from './order-tax';
export { readTaxSettings, saveTaxSettings } from './tax-settings-repository';

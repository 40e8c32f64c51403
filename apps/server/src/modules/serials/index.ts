// Owns sold_units: the serial of every unit sold, its warranty and state (decision 0061).
export { listSerialsByOrderLine } from './sold-unit-repository';
export { findNewestSaleOfSerial, type SoldUnitForWarranty } from './sold-unit-lookup';

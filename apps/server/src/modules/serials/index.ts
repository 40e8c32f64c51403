// Owns sold_units: the serial of every unit sold, its warranty and state (decision 0061).

export { isSerialSold, markSoldUnitReturned, recordReplacementUnit } from './replacement-unit';
export { type TrackedLine, unitsToRecord } from './serials-for-truck';
export { findNewestSaleOfSerial, type SoldUnitForWarranty } from './sold-unit-lookup';
export { findLiveSaleOfAny, markUnitsReturned, recordSoldUnits } from './sold-unit-recording';
export { listSerialsByOrderLine } from './sold-unit-repository';
export { listSoldUnitsOfOrders, type SoldUnitRow } from './sold-units-of-orders';

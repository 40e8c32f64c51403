/**
 * The id of the product page's "Customer reviews" section (decision 0064): the "12 reviews"
 * line beside the price and the reviews' page links point at it (`#customer-reviews`).
 */
export const REVIEWS_SECTION_ID = 'customer-reviews';

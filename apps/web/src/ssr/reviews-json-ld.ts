import { type Product, REVIEW_RATING_MAX, REVIEW_RATING_MIN, type Review } from '@shop/shared';

/**
 * A product's reviews in its JSON-LD (decision 0064): `aggregateRating` from the product's own
 * published count and average once it has any, and `review` with the newest published reviews
 * (the first page the product page shows). Their texts are the buyers' words: jsonForScript
 * writes every `<` as \u003c, so none can close the script element.
 */
export function reviewsJsonLd(product: Product, reviews: readonly Review[] = []) {
  if (product.reviews <= 0 || product.rating === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: product.rating.toFixed(1),
      reviewCount: product.reviews,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
    ...(reviews.length > 0 ? { review: reviews.map(reviewJsonLd) } : {}),
  };
}

function reviewJsonLd(review: Review) {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.publishedAt.slice(0, 10),
    reviewRating: {
      '@type': 'Rating',
      ratingValue: review.rating,
      bestRating: REVIEW_RATING_MAX,
      worstRating: REVIEW_RATING_MIN,
    },
    ...(review.title ? { name: review.title } : {}),
    ...(review.text ? { reviewBody: review.text } : {}),
  };
}

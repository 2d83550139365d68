import { LANGUAGES, LIVE_VERSION_ID } from "../seed/reference";
import type { SeedReview } from "../seed/products";
import { base } from "./common";

/**
 * A product review as the Store API shows it (ProductReviewDefinition's API-aware fields): the author's
 * customer id and e-mail stay in the shop.
 */
export interface ReviewRecord {
  id: string;
  productId: string;
  languageId: string;
  externalUser: string | null;
  title: string;
  content: string;
  points: number | null;
  status: boolean;
  createdAt: string;
  updatedAt: string | null;
}

export function serializeReview(review: ReviewRecord, salesChannelId: string) {
  return {
    ...base(review.id, review.createdAt),
    updatedAt: review.updatedAt,
    productId: review.productId,
    productVersionId: LIVE_VERSION_ID,
    salesChannelId,
    languageId: review.languageId,
    externalUser: review.externalUser,
    title: review.title,
    content: review.content,
    points: review.points,
    status: review.status,
    comment: null,
    apiAlias: "product_review",
  };
}

/** The demo shop's reviews: approved, in the language they were written in. */
export function seedReviewRecord(review: SeedReview, productId: string): ReviewRecord {
  return {
    id: review.id,
    productId,
    languageId: LANGUAGES.find((l) => l.code === review.languageCode)!.id,
    externalUser: review.externalUser,
    title: review.title,
    content: review.content,
    points: review.points,
    status: true,
    createdAt: review.createdAt.replace("Z", "+00:00"),
    updatedAt: null,
  };
}

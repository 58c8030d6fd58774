import useSWR from 'swr';
import { useLocale } from 'next-intl';
import { apiPath, apiRequest, browserClient, type ApiClient } from '@/lib/http';
import type { CreateReviewBody, ReportReviewBody, Review, ReviewList, UpdateReviewBody } from '@/contracts/engagement';

export const WORK_REVIEWS_ENDPOINT = '/adonis/v1/grandmothers/{id}/reviews';
export const AUTHOR_REVIEWS_ENDPOINT = '/adonis/v1/authors/{id}/reviews';
export const MY_REVIEWS_ENDPOINT = '/adonis/v1/users/current/reviews';
export const REVIEWS_ENDPOINT = '/adonis/v1/reviews';
export const REVIEW_ENDPOINT = '/adonis/v1/reviews/{id}';
export const REPORT_REVIEW_ENDPOINT = '/adonis/v1/reviews/{id}/report';
export const USER_REVIEWS_ENDPOINT = '/adonis/v1/users/public/{userHash}/reviews';

/** Whose reviews: a work's, an author's, the caller's own, or a public profile's (by its hash). */
export type ReviewSource = { type: 'work' | 'author'; id: number } | { type: 'mine' } | { type: 'user'; userHash: string };

function endpointOf(source: ReviewSource): { url: string; params?: Record<string, string | number> } {
  switch (source.type) {
    case 'mine':
      return { url: MY_REVIEWS_ENDPOINT };
    case 'user':
      return { url: USER_REVIEWS_ENDPOINT, params: { userHash: source.userHash } };
    default:
      return { url: source.type === 'work' ? WORK_REVIEWS_ENDPOINT : AUTHOR_REVIEWS_ENDPOINT, params: { id: source.id } };
  }
}

export const reviewsKey = (source: ReviewSource, page = 1): string => {
  const e = endpointOf(source);
  return apiPath(e.url, e.params, page > 1 ? { page } : undefined);
};
export function fetchReviews(client: ApiClient, source: ReviewSource, page = 1): Promise<ReviewList> {
  return apiRequest(client, { ...endpointOf(source), query: page > 1 ? { page } : undefined });
}
export function useReviews(source: ReviewSource, page = 1) {
  const locale = useLocale();
  return useSWR(reviewsKey(source, page), () => fetchReviews(browserClient(locale), source, page));
}

export function createReview(client: ApiClient, body: CreateReviewBody): Promise<Review> {
  return apiRequest(client, { method: 'POST', url: REVIEWS_ENDPOINT, data: body });
}
export function updateReview(client: ApiClient, id: number, body: UpdateReviewBody): Promise<Review> {
  return apiRequest(client, { method: 'PUT', url: REVIEW_ENDPOINT, params: { id }, data: body });
}
export function deleteReview(client: ApiClient, id: number): Promise<unknown> {
  return apiRequest(client, { method: 'DELETE', url: REVIEW_ENDPOINT, params: { id } });
}
export function reportReview(client: ApiClient, id: number, body: ReportReviewBody): Promise<unknown> {
  return apiRequest(client, { method: 'POST', url: REPORT_REVIEW_ENDPOINT, params: { id }, data: body });
}

import { apiRequest, type ApiClient } from '@/lib/http';
import type { BlogListResponse, CmsPageResponse, ContactFormRequest, ContactFormResponse } from '@/contracts/content';
import type { CarrierPricesResponse, DestinationCountriesResponse } from '@/contracts/checkout';

/** GET /adonis/v1/cms/pages/by-slug/{slug}: a published CMS page (404 for drafts). */
export function fetchCmsPage(client: ApiClient, slug: string): Promise<CmsPageResponse> {
  return apiRequest(client, { url: '/adonis/v1/cms/pages/by-slug/{slug}', params: { slug } });
}

/** GET /adonis/v1/cms/pages/by-key/{key}: the text of a page that has its own route. */
export function fetchRoutePage(client: ApiClient, key: string): Promise<CmsPageResponse> {
  return apiRequest(client, { url: '/adonis/v1/cms/pages/by-key/{key}', params: { key } });
}

export function fetchBlogArticles(client: ApiClient, page: number): Promise<BlogListResponse> {
  return apiRequest(client, { url: '/adonis/v1/blog/articles', query: page > 1 ? { page } : {} });
}

export function fetchBlogArticle(client: ApiClient, slug: string): Promise<CmsPageResponse> {
  return apiRequest(client, { url: '/adonis/v1/blog/articles/{slug}', params: { slug } });
}

export function fetchCarrierPrices(client: ApiClient): Promise<CarrierPricesResponse> {
  return apiRequest(client, { url: '/adonis/v1/shipping/carrier-prices' });
}

export function fetchCountries(client: ApiClient): Promise<DestinationCountriesResponse> {
  return apiRequest(client, { url: '/adonis/v1/destination-countries' });
}

/** POST /adonis/v1/contact-form; 429 carries Retry-After (HttpError details). */
export function postContactForm(client: ApiClient, data: ContactFormRequest): Promise<ContactFormResponse> {
  return apiRequest(client, { method: 'POST', url: '/adonis/v1/contact-form', data });
}

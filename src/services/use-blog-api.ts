import { useApi } from './api-context';
import { blogApiFor, type BlogApi } from './blog-api';

/** The blog's runtime calls over the page's API client (a fake one in tests). */
export const useBlogApi = (): BlogApi => blogApiFor(useApi());

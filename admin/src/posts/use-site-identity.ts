/** The site's name and address for the search snippet (from the site settings, when readable). */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/http';

export interface SiteIdentity {
  name: string;
  url: string;
}

const FALLBACK: SiteIdentity = { name: 'Cloud Consulting', url: '' };

export function useSiteIdentity(): SiteIdentity {
  const [site, setSite] = useState(FALLBACK);
  useEffect(() => {
    let live = true;
    apiRequest<{ siteName?: string; siteUrl?: string }>('/site-settings').then(
      (settings) =>
        live &&
        setSite({
          name: settings.siteName || FALLBACK.name,
          url: settings.siteUrl || FALLBACK.url,
        }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return site;
}

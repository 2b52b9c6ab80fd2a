/**
 * Whether the Blog links show: as the build found the blog (it read the posts from the provider),
 * so they are in the built header and footer and nothing shifts; then as GET /api/blog answers
 * (within 3 s, one post asked for), probed once per session per client.
 */
import { graphql, useStaticQuery } from 'gatsby';
import { useEffect, useState } from 'react';
import type { ApiClient } from './api-client';
import { useApi } from './api-context';

const probes = new WeakMap<ApiClient, Promise<boolean>>();

/**
 * Whether the build found posts to show. Every page's header and footer
 * use this, so its answer must not change when a post is added, edited or removed: it asks for
 * one post's isFallback (the same for every post of a build), never a count or a post's fields.
 */
function useBuiltBlogAvailable(): boolean {
  const data = useStaticQuery<Queries.BuildBlogAvailableQuery>(graphql`
    query BuildBlogAvailable {
      allBlogPost(limit: 1) {
        nodes {
          isFallback
        }
      }
    }
  `);
  return (data.allBlogPost?.nodes.length ?? 0) > 0;
}

export function useBlogAvailable(): boolean {
  const client = useApi();
  const [available, setAvailable] = useState(useBuiltBlogAvailable());
  useEffect(() => {
    let live = true;
    let probe = probes.get(client);
    if (!probe) {
      probe = client.blog.probe();
      probes.set(client, probe);
    }
    void probe.then((ok) => {
      if (live) setAvailable(ok);
    });
    return () => {
      live = false;
    };
  }, [client]);
  return available;
}

/** Every author of a post, for the list's filter and the form's choice. */
import { useEffect, useState } from 'react';
import { apiRequest } from '../api/http';

export interface PostAuthor {
  name: string;
  postCount: number;
}

export function usePostAuthors(): PostAuthor[] {
  const [authors, setAuthors] = useState<PostAuthor[]>([]);
  useEffect(() => {
    let live = true;
    apiRequest<PostAuthor[]>('/blog-authors').then(
      (list) => live && setAuthors(list),
      () => live && setAuthors([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return authors;
}

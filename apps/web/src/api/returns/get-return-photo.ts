import { useEffect, useState } from 'react';
import { getAuthToken } from '../../lib/auth-token';

/**
 * The address to show a request's photo at, from its URL in the server's answer. The photo is
 * private to its uploader and the shopper's token lives in localStorage, which an <img> cannot
 * send: the photo is fetched with the token and shown from memory. Null while it loads or when
 * it cannot be had (the thumbnail then shows nothing rather than a broken image).
 */
export function useReturnPhotoAddress(url: string): string | null {
  const [address, setAddress] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let made: string | null = null;
    const token = getAuthToken();
    fetch(url, {
      headers: { Accept: 'image/*', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) return;
        const file = await response.blob();
        if (controller.signal.aborted) return;
        made = URL.createObjectURL(file);
        setAddress(made);
      })
      .catch(() => {
        // No photo rather than an error: the request itself is already kept.
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
      setAddress(null);
    };
  }, [url]);
  return address;
}

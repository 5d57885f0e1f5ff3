import { useEffect } from 'react';
import type { ServiceOption } from './schema.ts';

/** The option label for a `?service=` slug, or undefined when the slug is unknown. */
export function serviceForSlug(services: readonly ServiceOption[], slug: string | null): string | undefined {
  return slug ? services.find((s) => s.slug === slug.trim().toLowerCase())?.label : undefined;
}

/**
 * `/contact?service=tooth-gems` chooses that service. The prerendered page knows no query, so the choice is
 * made after hydration, never during the first render.
 */
export function useServiceFromQuery(services: readonly ServiceOption[], choose: (label: string) => void) {
  useEffect(() => {
    const label = serviceForSlug(services, new URLSearchParams(window.location.search).get('service'));
    if (label) choose(label);
  }, [services, choose]);
}

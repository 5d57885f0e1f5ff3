import { useEffect, useRef } from 'react';
import type { PackageOption, ServiceOption } from './booking-options.ts';

export interface QueryChoice {
  /** The option label to choose. */
  service: string;
  /** The package named by `&package=`, when the service has it. */
  package?: PackageOption;
}

/** What `?service=<slug>[&package=<slug>]` chooses, or undefined when the service is unknown. */
export function choiceForQuery(services: readonly ServiceOption[], search: string): QueryChoice | undefined {
  const params = new URLSearchParams(search);
  const slug = params.get('service')?.trim().toLowerCase();
  const option = slug ? services.find((s) => s.slug === slug) : undefined;
  if (!option) return undefined;
  const packageSlug = params.get('package')?.trim().toLowerCase();
  const chosen = packageSlug ? option.packages?.find((p) => p.slug === packageSlug) : undefined;
  return chosen ? { service: option.label, package: chosen } : { service: option.label };
}

/**
 * `/contact?service=tooth-gems` chooses that service; `&package=` a package of a party. The prerendered
 * page knows no query, so the choice is made once after hydration, never during the first render.
 */
export function useServiceFromQuery(services: readonly ServiceOption[], choose: (choice: QueryChoice) => void) {
  const chooseRef = useRef(choose);
  useEffect(() => {
    chooseRef.current = choose;
  });
  useEffect(() => {
    const choice = choiceForQuery(services, window.location.search);
    if (choice) chooseRef.current(choice);
  }, [services]);
}

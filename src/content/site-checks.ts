// The third pass, once site.config.yaml is valid: everything that must agree with the site's vocabulary
// (counties and services) and with the booking form, and the owner's lists of towns. Problems stop the
// build; warnings are printed and the build goes on.
import { bookingOptions, type ServiceOption } from '../blocks/contact-form/booking-options.ts';
import { driveFrom, FAR_MILES } from '../schema/distance.ts';
import { coordinates } from '../schema/fields.ts';
import type { PartyListing, TownListing } from '../schema/listings.ts';
import type { SiteConfig } from '../schema/site-schema.ts';
import { slugify } from '../schema/slug.ts';
import type { CheckedFile, PathProblem } from './checked.ts';
import { didYouMean } from './diagnostics/did-you-mean.ts';
import { DuplicateName, EmptyCounty, FarTown, OfficeNotPlaced, TownHasPage, UnknownBookingChoice, UnknownPackage, UnknownService } from './diagnostics/errors.ts';
import { collectRefs } from './refs.ts';
import { SITE_FILE } from './files.ts';

/** Each name after the first that is used again, with where it is written. */
function duplicates(names: readonly string[]): number[] {
  const seen = new Set<string>();
  return names.flatMap((name, i) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return [i];
    seen.add(key);
    return [];
  });
}

function checkVocabulary(site: SiteConfig): PathProblem[] {
  const at = (path: PropertyKey[], problem: PathProblem['problem']): PathProblem => ({ file: SITE_FILE, path, target: 'value', problem });
  const keys = site.services.map((s) => s.key);
  const slugs = site.services.map((s) => slugify(s.name));
  const counties = site.counties.map((c) => c.name);
  return [
    ...duplicates(keys).map((i) => at(['services', i, 'key'], DuplicateName.create({ what: 'the service key', name: keys[i] ?? '' }))),
    ...duplicates(slugs).map((i) => at(['services', i, 'name'], DuplicateName.create({ what: 'the service name', name: site.services[i]?.name ?? '' }))),
    ...duplicates(counties).map((i) => at(['counties', i, 'name'], DuplicateName.create({ what: 'the county', name: counties[i] ?? '' }))),
  ];
}

/**
 * The availability settings name services by their keys and party packages by their titles: each must be
 * one the site offers, and each service has one duration.
 */
function checkAvailability(site: SiteConfig, options: readonly ServiceOption[]): PathProblem[] {
  const availability = site.availability;
  if (!availability) return [];
  const at = (path: PropertyKey[], problem: PathProblem['problem']): PathProblem => ({ file: SITE_FILE, path: ['availability', ...path], target: 'value', problem });
  const keys = site.services.map((s) => s.key);
  const unknownKey = (path: PropertyKey[], got: string) =>
    at(path, UnknownService.create({ label: 'availability', got, allowed: keys, suggestion: didYouMean(got, keys) }));
  const problems: PathProblem[] = [];
  availability.durations.forEach((entry, i) => {
    const service = site.services.find((s) => s.key === entry.service);
    if (!service) {
      problems.push(unknownKey(['durations', i, 'service'], entry.service));
      return;
    }
    const titles = [...new Set(options.filter((o) => o.group === service.name).flatMap((o) => (o.packages ?? []).map((p) => p.title)))];
    entry.packages?.forEach((p, j) => {
      if (titles.includes(p.package)) return;
      const problem = UnknownPackage.create({ got: p.package, service: service.name, allowed: titles, suggestion: didYouMean(p.package, titles) });
      problems.push(at(['durations', i, 'packages', j, 'package'], problem));
    });
  });
  const named = availability.durations.map((d) => d.service);
  problems.push(...duplicates(named).map((i) => at(['durations', i, 'service'], DuplicateName.create({ what: 'the duration of the service', name: named[i] ?? '' }))));
  availability.confirmAtOnce.forEach((key, i) => {
    if (!keys.includes(key)) problems.push(unknownKey(['confirmAtOnce', i], key));
  });
  return problems;
}

/** In pages, a key named `service` (the service-areas block's filter) names a service by its key. */
function checkServiceKeys(f: CheckedFile, site: SiteConfig): PathProblem[] {
  const keys = site.services.map((s) => s.key);
  const problems: PathProblem[] = [];
  const visit = (value: unknown, path: PropertyKey[]): void => {
    if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'service' && typeof child === 'string' && !keys.includes(child)) {
          const problem = UnknownService.create({ label: 'service', got: child, allowed: keys, suggestion: didYouMean(child, keys) });
          problems.push({ file: f.file, path: [...path, key], target: 'value', problem });
        } else visit(child, [...path, key]);
      }
    }
  };
  visit(f.data, []);
  return problems;
}

/** `?service=` and `&package=` in a link must be choices the booking form has. */
function checkBookingLinks(f: CheckedFile, options: readonly ServiceOption[]): PathProblem[] {
  const problems: PathProblem[] = [];
  for (const link of collectRefs(f.data).links) {
    const query = /\?([^#]*)/.exec(link.value)?.[1];
    if (query === undefined) continue;
    const params = new URLSearchParams(query);
    const service = params.get('service');
    if (service === null) continue;
    const report = (what: string, got: string, allowed: string[]) => {
      const problem = UnknownBookingChoice.create({ href: link.value, what, got, allowed, suggestion: didYouMean(got, allowed) });
      problems.push({ file: f.file, path: link.path, target: 'value', problem });
    };
    const option = options.find((o) => o.slug === service);
    if (!option) {
      report('service', service, options.map((o) => o.slug));
      continue;
    }
    const pkg = params.get('package');
    const packages = (option.packages ?? []).map((p) => p.slug);
    if (pkg !== null && !packages.includes(pkg)) report('package', pkg, packages);
  }
  return problems;
}

/** A county without towns, and a town listed without a page that has one. */
function checkCounties(site: SiteConfig, towns: readonly TownListing[], files: readonly CheckedFile[]): PathProblem[] {
  const withPage = new Map(towns.map((t) => [t.name.toLowerCase(), t]));
  const warnings: PathProblem[] = [];
  site.counties.forEach((county, i) => {
    if (county.otherTowns.length === 0 && !towns.some((t) => t.county === county.name)) {
      warnings.push({ file: SITE_FILE, path: ['counties', i, 'name'], target: 'value', problem: EmptyCounty.create({ county: county.name }) });
    }
    county.otherTowns.forEach((name, j) => {
      const page = withPage.get(name.toLowerCase());
      if (!page) return;
      const file = files.find((f) => f.route === page.path)?.file ?? page.path;
      warnings.push({ file: SITE_FILE, path: ['counties', i, 'otherTowns', j], target: 'value', problem: TownHasPage.create({ name, file }) });
    });
  });
  return warnings;
}

/** Town coordinates too far from the office to be right (a typo, lat and lng swapped), or no office to measure from. */
function checkDistances(site: SiteConfig, files: readonly CheckedFile[]): PathProblem[] {
  const office = site.business.office.coordinates;
  const warnings: PathProblem[] = [];
  let placed: CheckedFile | undefined;
  for (const f of files) {
    if (f.collection?.name !== 'town' || f.data === null || typeof f.data !== 'object') continue;
    const at = coordinates.safeParse((f.data as Record<string, unknown>).coordinates);
    if (!at.success) continue;
    placed ??= f;
    const miles = office ? driveFrom(office, at.data).miles : 0;
    if (miles > FAR_MILES) warnings.push({ file: f.file, path: ['coordinates'], target: 'value', problem: FarTown.create({ miles, ...at.data, far: FAR_MILES }) });
  }
  if (placed && !office) {
    warnings.push({ file: SITE_FILE, path: ['business', 'office'], target: 'key', problem: OfficeNotPlaced.create({ file: placed.file }) });
  }
  return warnings;
}

export function checkWithSite(
  files: readonly CheckedFile[],
  site: SiteConfig,
  listings: { towns: readonly TownListing[]; parties: readonly PartyListing[] },
): { problems: PathProblem[]; warnings: PathProblem[] } {
  const problems = checkVocabulary(site);
  const options = bookingOptions(site, listings.parties);
  problems.push(...checkAvailability(site, options));
  for (const f of files) {
    if (f.data === undefined) continue;
    if (f.collection) {
      for (const p of f.collection.checkWithSite(f.data, site)) problems.push({ file: f.file, ...p });
    } else if (f.file !== SITE_FILE) {
      problems.push(...checkServiceKeys(f, site));
    }
    problems.push(...checkBookingLinks(f, options));
  }
  return { problems, warnings: [...checkCounties(site, listings.towns, files), ...checkDistances(site, files)] };
}

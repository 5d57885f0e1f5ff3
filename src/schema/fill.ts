/** Fills `{name}` placeholders; an unknown placeholder is left as written so it shows up in review. */
export function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}

// Interface texts of the service-areas block (the towns themselves come from the content).
export const serviceAreasText = {
  county: (county: string) => `${county} County`,
  townCount: (n: number) => (n === 1 ? '1 town' : `${n} towns`),
} as const;

// Interface texts of the before/after block.
export const beforeAfterText = {
  before: 'Before',
  after: 'After',
} as const;

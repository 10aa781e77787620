/** What each state of held team feedback means to a coordinator. */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting for you',
  approved: 'Shared with the team',
  withheld: 'Withheld',
};

export const STATUS_CHOICES = Object.entries(STATUS_LABELS).map(([id, name]) => ({ id, name }));

/** The body of PUT /admin/team-feedback/:id: the text only when the coordinator changed it. */
export const approveBody = (edited: string, draft: string) => ({
  decision: 'approve' as const,
  ...(edited.trim() !== draft.trim() ? { text: edited.trim() } : {}),
});

export const withholdBody = (note: string) => ({
  decision: 'withhold' as const,
  note: note.trim(),
});

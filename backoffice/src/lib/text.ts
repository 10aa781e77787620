/** A one-line excerpt for list cells: the text cut to `length` characters with an ellipsis. */
export const excerpt = (text: unknown, length = 80): string => {
  const value = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return value.length > length ? `${value.slice(0, length - 1)}…` : value;
};

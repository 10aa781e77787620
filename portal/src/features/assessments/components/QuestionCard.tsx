import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { FOCUS_RING } from '../../../config/palette';
import type { AssessmentQuestion } from '../types';
import { MESSAGES } from '../lib/messages';

type QuestionCardProps = {
  question: AssessmentQuestion;
  selected: string | undefined;
  categoryProgress: { answered: number; total: number };
  onChoose: (optionText: string) => void;
  /** Moves focus to the question text when shown, so a keyboard or screen reader user
   * lands on the new question after Next/Previous (not on the first question of a visit). */
  takeFocus?: boolean;
};

/**
 * An option is a native radio inside a card-like label. The browser gives the group
 * arrow-key selection and a single tab stop (roving tabindex) for free; the label draws the
 * focus ring, since MUI hides the input itself.
 */
const optionSx = {
  m: 0,
  px: 1.5,
  py: 0.5,
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  color: 'primary.main',
  '& .MuiFormControlLabel-label': { fontWeight: 600 },
  '&:has(input:checked)': { bgcolor: 'primary.main', color: 'primary.contrastText' },
  '&:has(input:checked) .MuiRadio-root': { color: 'primary.contrastText' },
  '& .MuiRadio-root.Mui-focusVisible': { outline: 'none' },
  '&:has(input:focus-visible)': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
} as const;

/**
 * The question (docs/product/assessments.md, "Taking an assessment"): category, 'Progress: X / Y
 * questions', sub-category, question text, the optional example (show/hide) and the options as one
 * radio group.
 */
export function QuestionCard({
  question,
  selected,
  categoryProgress,
  onChoose,
  takeFocus = false,
}: QuestionCardProps) {
  const [showExample, setShowExample] = useState(false);
  const name = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Once, when this question is shown (the card is keyed by question).
  const focusOnMount = useRef(takeFocus);
  useEffect(() => {
    if (focusOnMount.current) heading.current?.focus();
  }, []);
  return (
    <Box component="section" aria-labelledby="question-text">
      <Typography variant="overline" data-testid="question-category" sx={{ fontWeight: 700 }}>
        {question.category}
      </Typography>
      <Typography variant="body2" data-testid="category-progress" sx={{ color: 'text.secondary' }}>
        Progress: {categoryProgress.answered} / {categoryProgress.total} questions
      </Typography>
      <Typography variant="subtitle1" data-testid="question-subcategory" sx={{ mt: 1 }}>
        {question.subCategory}
      </Typography>
      <Typography
        id="question-text"
        ref={heading}
        tabIndex={-1}
        variant="h6"
        component="h2"
        data-testid="question-text"
        sx={{ my: 2, '&:focus': { outline: 'none' } }}
      >
        {question.questionText}
      </Typography>
      {question.exampleInfo && (
        <Box sx={{ mb: 2 }}>
          <Button size="small" onClick={() => setShowExample((shown) => !shown)}>
            {showExample ? 'Hide example' : 'Show example'}
          </Button>
          <Collapse in={showExample} unmountOnExit>
            <Typography variant="body2" data-testid="question-example" sx={{ mt: 1, pl: 1 }}>
              {question.exampleInfo}
            </Typography>
          </Collapse>
        </Box>
      )}
      {question.options.length === 0 ? (
        <Typography color="error">{MESSAGES.noOptions}</Typography>
      ) : (
        <RadioGroup
          aria-labelledby="question-text"
          name={name}
          value={selected ?? null}
          onChange={(_, value) => onChoose(value)}
          sx={{ gap: 1 }}
        >
          {question.options.map((option) => (
            <FormControlLabel
              key={option.optionText}
              value={option.optionText}
              label={option.optionText}
              control={<Radio size="small" sx={{ color: 'inherit' }} />}
              sx={optionSx}
            />
          ))}
        </RadioGroup>
      )}
    </Box>
  );
}

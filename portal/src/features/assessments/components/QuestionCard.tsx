import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AssessmentQuestion } from '../types';
import { MESSAGES } from '../utils/messages';

type QuestionCardProps = {
  question: AssessmentQuestion;
  selected: string | undefined;
  categoryProgress: { answered: number; total: number };
  onChoose: (optionText: string) => void;
};

/**
 * spec 001 §2: category, 'Progress: X / Y questions', sub-category, question text, the optional
 * example (show/hide) and one button per option.
 */
export function QuestionCard({
  question,
  selected,
  categoryProgress,
  onChoose,
}: QuestionCardProps) {
  const [showExample, setShowExample] = useState(false);
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
        variant="h6"
        component="h2"
        data-testid="question-text"
        sx={{ my: 2 }}
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
        <Stack spacing={1} role="group" aria-label="Answer options">
          {question.options.map((option) => {
            const chosen = option.optionText === selected;
            return (
              <Button
                key={option.optionText}
                variant={chosen ? 'contained' : 'outlined'}
                aria-pressed={chosen}
                onClick={() => onChoose(option.optionText)}
                sx={{ justifyContent: 'flex-start' }}
              >
                {option.optionText}
              </Button>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

type QuestionNavProps = {
  canGoBack: boolean;
  onPrevious: () => void;
  onNext: () => void;
  /** Submit or 'Proceed to Part II', shown between the arrows once everything is answered */
  action?: ReactNode;
};

/**
 * The previous and next arrows (Next itself explains a missing answer;
 * docs/product/assessments.md, "Taking an assessment").
 */
export function QuestionNav({ canGoBack, onPrevious, onNext, action }: QuestionNavProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 3 }}>
      <IconButton aria-label="Previous question" onClick={onPrevious} disabled={!canGoBack}>
        <ArrowBackIcon />
      </IconButton>
      <Box>{action}</Box>
      <IconButton aria-label="Next question" onClick={onNext}>
        <ArrowForwardIcon />
      </IconButton>
    </Box>
  );
}

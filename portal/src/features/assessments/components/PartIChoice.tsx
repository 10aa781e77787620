import { partIChoicePrompt, type PartITie } from '@aspire/domain';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/**
 * Part I areas the answers rate the same, at the selection boundary: the student chooses which
 * come next, never the bank's order (docs/decisions/0064-part-i-ties-chosen-by-the-student.md).
 */
export function PartIChoice({
  tie,
  onChoose,
}: {
  tie: PartITie;
  onChoose: (choice: string[]) => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const toggle = (area: string) =>
    setChosen((c) => (c.includes(area) ? c.filter((a) => a !== area) : [...c, area]));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} data-testid="part-i-choice">
      <Typography id="part-i-choice-prompt" variant="body1" gutterBottom>
        {partIChoicePrompt(tie)}
      </Typography>
      <FormGroup aria-labelledby="part-i-choice-prompt">
        {tie.among.map((area) => (
          <FormControlLabel
            key={area}
            label={area}
            control={
              <Checkbox
                checked={chosen.includes(area)}
                disabled={!chosen.includes(area) && chosen.length >= tie.pick}
                onChange={() => toggle(area)}
              />
            }
          />
        ))}
      </FormGroup>
      <Button
        variant="contained"
        sx={{ mt: 1 }}
        disabled={chosen.length !== tie.pick}
        onClick={() => onChoose(chosen)}
      >
        Continue to Part II
      </Button>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, useMemo } from 'react';
import { parseInsights, type Segment } from '../lib/parse-insights';

type InsightsTextProps = { text: string };

function Segments({ segments }: { segments: Segment[] }) {
  return segments.map((segment, i) =>
    segment.bold ? (
      <strong key={i}>{segment.text}</strong>
    ) : (
      <Fragment key={i}>{segment.text}</Fragment>
    ),
  );
}

/**
 * The framed insight text, `**bold**` rendered as bold
 * (docs/product/dashboard.md, "AI insights (Generate Insights)"). Every piece is a React text node,
 * so generated text can never inject markup.
 */
export function InsightsText({ text }: InsightsTextProps) {
  const blocks = useMemo(() => parseInsights(text), [text]);
  return (
    <Box
      data-testid="insights-text"
      sx={{
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 2,
        bgcolor: 'background.paper',
        p: { xs: 2, sm: 3 },
      }}
    >
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Typography
                key={i}
                variant="subtitle1"
                component="h3"
                sx={{ fontWeight: 700, mt: i ? 2 : 0, mb: 0.5 }}
              >
                <Segments segments={block.segments} />
              </Typography>
            );
          case 'list':
            return (
              <Box component={block.ordered ? 'ol' : 'ul'} key={i} sx={{ pl: 3, my: 1 }}>
                {block.items.map((item, j) => (
                  <Typography component="li" key={j} sx={{ mb: 0.5 }}>
                    <Segments segments={item} />
                  </Typography>
                ))}
              </Box>
            );
          case 'paragraph':
            return (
              <Typography key={i} sx={{ mb: 1.5 }}>
                {block.lines.map((line, j) => (
                  <Fragment key={j}>
                    {j > 0 && <br />}
                    <Segments segments={line} />
                  </Fragment>
                ))}
              </Typography>
            );
        }
      })}
    </Box>
  );
}

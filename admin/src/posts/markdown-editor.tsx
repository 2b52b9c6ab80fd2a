/**
 * The Markdown editor (@uiw/react-md-editor, loaded with the post screens only), with its own
 * preview turned off: our live preview renders with the site's own pipeline instead. Tab moves
 * to the next field, so a keyboard walk never gets stuck in the body.
 */
import { cloneElement, isValidElement, type ReactElement } from 'react';
import MDEditor, { type ICommand } from '@uiw/react-md-editor/nohighlight';
import { Box, useTheme } from '@mui/material';

/** The toolbar's buttons carry their names; their pictures are decoration for screen readers. */
function decorativeIcon(command: ICommand): ICommand {
  if (!isValidElement(command.icon)) return command;
  const icon = cloneElement(command.icon as ReactElement<Record<string, unknown>>, {
    'aria-hidden': true,
    role: undefined,
  });
  return { ...command, icon };
}

export default function MarkdownEditor({
  id,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  describedBy?: string;
  invalid?: boolean;
}) {
  const theme = useTheme();
  return (
    <Box
      data-color-mode={theme.palette.mode}
      sx={{
        // The editor's own styles hide focus; a keyboard user must see where they are.
        '& button:focus-visible, & textarea:focus-visible': {
          outline: `2px solid ${theme.palette.primary.main}`,
          outlineOffset: '-2px',
        },
      }}
    >
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview="edit"
        extraCommands={[]}
        commandsFilter={decorativeIcon}
        defaultTabEnable
        visibleDragbar={false}
        height={420}
        textareaProps={{
          id,
          'aria-label': 'Body (Markdown)',
          'aria-describedby': describedBy,
          'aria-invalid': invalid || undefined,
          onBlur,
        }}
      />
    </Box>
  );
}

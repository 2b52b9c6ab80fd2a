/**
 * The Markdown editor (@uiw/react-md-editor, loaded with the post screens only), with its own
 * preview turned off: our live preview renders with the site's own pipeline instead. Tab moves
 * to the next field, so a keyboard walk never gets stuck in the body. The toolbar's image button
 * (which wrote `![image](url)`) is replaced by Insert from media; images dropped or pasted into the
 * text go to the handlers given (use-body-images.ts).
 */
import {
  cloneElement,
  isValidElement,
  type ClipboardEventHandler,
  type DragEventHandler,
  type ReactElement,
} from 'react';
import MDEditor, { getCommands, type ICommand } from '@uiw/react-md-editor/nohighlight';
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

/** The toolbar button that opens the media library picker, at the cursor's place. */
function insertFromMedia(open: (at: { start: number; end: number }) => void): ICommand {
  return {
    name: 'insert-from-media',
    keyCommand: 'insert-from-media',
    buttonProps: { 'aria-label': 'Insert from media', title: 'Insert from media' },
    icon: (
      <svg width="13" height="13" viewBox="0 0 20 20" aria-hidden="true">
        <path
          fill="currentColor"
          d="M2 3h16v14H2V3zm2 2v8l4-4 3 3 2-2 3 3V5H4zm9 1.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
        />
      </svg>
    ),
    execute: (state) => open(state.selection),
  };
}

export interface ImageHandlers {
  onDragOver: DragEventHandler<HTMLTextAreaElement>;
  onDrop: DragEventHandler<HTMLTextAreaElement>;
  onPaste: ClipboardEventHandler<HTMLTextAreaElement>;
}

export default function MarkdownEditor({
  id,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  imageHandlers,
  onInsertFromMedia,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  describedBy?: string;
  invalid?: boolean;
  imageHandlers?: ImageHandlers;
  onInsertFromMedia?: (at: { start: number; end: number }) => void;
}) {
  const theme = useTheme();
  const commands = onInsertFromMedia
    ? getCommands().map((command) =>
        command.name === 'image' ? insertFromMedia(onInsertFromMedia) : command,
      )
    : undefined;
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
        commands={commands}
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
          ...imageHandlers,
        }}
      />
    </Box>
  );
}

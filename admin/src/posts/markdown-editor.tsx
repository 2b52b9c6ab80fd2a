/**
 * The Markdown editor (@uiw/react-md-editor, loaded with the post screens only), with its own
 * preview turned off: our live preview renders with the site's own pipeline instead. Tab moves
 * to the next field, so a keyboard walk never gets stuck in the body.
 */
import MDEditor from '@uiw/react-md-editor/nohighlight';
import { useTheme } from '@mui/material';

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
    <div data-color-mode={theme.palette.mode}>
      <MDEditor
        value={value}
        onChange={(next) => onChange(next ?? '')}
        preview="edit"
        extraCommands={[]}
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
    </div>
  );
}

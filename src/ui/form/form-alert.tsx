import type { ReactNode } from 'react';

/** One message about the whole form (a failed submit, a success), announced when it appears. */
export function FormAlert({
  tone,
  title,
  children,
}: {
  tone: 'error' | 'success';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      sx={{
        border: '1px solid',
        borderColor: tone === 'error' ? 'danger' : 'success',
        borderLeftWidth: 6,
        borderRadius: 'default',
        p: 3,
        my: 3,
      }}
    >
      {title && <p sx={{ fontWeight: 'bold', m: 0 }}>{title}</p>}
      {children && <div sx={{ mt: title ? 1 : 0 }}>{children}</div>}
    </div>
  );
}

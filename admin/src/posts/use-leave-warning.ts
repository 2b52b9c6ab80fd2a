/**
 * Leaving the page (closing the tab, reloading, typing another address) with unsaved changes
 * asks first; moves inside the app are asked by react-admin's warnWhenUnsavedChanges.
 */
import { useEffect } from 'react';
import { useFormState } from 'react-hook-form';

export function useLeaveWarning() {
  const { isDirty, isSubmitSuccessful } = useFormState();
  const unsaved = isDirty && !isSubmitSuccessful;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}

/** The hook as a form child (it needs the form's context). */
export function LeaveWarning() {
  useLeaveWarning();
  return null;
}

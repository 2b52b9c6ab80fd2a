/** A lead dialog that closes itself `ms` after its form reports a stored lead. */
import { useEffect, useState } from 'react';

/** Returns the form's onSuccess: the dialog's onClose runs `ms` later. */
export function useCloseAfterSuccess(onClose: () => void, ms: number): () => void {
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(() => {
      setSucceeded(false);
      onClose();
    }, ms);
    return () => clearTimeout(timer);
  }, [succeeded, onClose, ms]);
  return () => setSucceeded(true);
}

/** A lead's notes, oldest first, and a note to add (notes are never edited: the lead keeps its history). */
import { useState, type FormEvent } from 'react';
import { Box, Button, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { leadNoteProblem, LEAD_NOTE_MAX_LENGTH } from '@cloud-consulting/domain/lead-notes';
import type { EditorDataProvider } from '../api/data-provider';

interface Note {
  id: number;
  text: string;
  author: string;
  createdAt: string;
}

export function LeadNotes() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<EditorDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const notes: Note[] = Array.isArray(record.notes) ? record.notes : [];

  async function add(event: FormEvent) {
    event.preventDefault();
    const found = leadNoteProblem(text);
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      await dataProvider.request(`/leads/${record!.id}/notes`, { method: 'POST', body: { text } });
      setText('');
      notify('Note added', { type: 'success' });
      refresh();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box component="section" aria-labelledby="lead-notes-heading">
      <Typography id="lead-notes-heading" component="h2" variant="h6" gutterBottom>
        Notes
      </Typography>
      {notes.length === 0 ? (
        <Typography variant="body2">No notes yet.</Typography>
      ) : (
        <List dense disablePadding>
          {notes.map((note) => (
            <ListItem key={note.id} disableGutters divider>
              <ListItemText
                primary={note.text}
                secondary={`${note.author} · ${new Date(note.createdAt).toLocaleString()}`}
                slotProps={{
                  primary: { sx: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } },
                }}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Box component="form" onSubmit={add} noValidate sx={{ mt: 2 }}>
        <TextField
          label="New note"
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          error={problem !== null}
          helperText={problem ?? `Up to ${LEAD_NOTE_MAX_LENGTH} characters`}
          slotProps={{ htmlInput: { maxLength: LEAD_NOTE_MAX_LENGTH * 2 } }}
        />
        <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 1 }}>
          Add note
        </Button>
      </Box>
    </Box>
  );
}

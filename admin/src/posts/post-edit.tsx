/**
 * A saved post: its content saved with one PATCH of what changed (waiting for the provider, so
 * a refusal such as a taken slug leaves the form as it was; a save someone else's save made
 * stale asks what to keep), its status changed by its own routes, a signed preview, its
 * earlier versions, and, once published or scheduled, its send to newsletter subscribers.
 */
import { Edit, useRecordContext } from 'react-admin';
import { useConflictAwareSave } from '../conflicts';
import { postBody } from './post-body';
import { PostForm } from './post-form';
import { PreviewButton } from './preview-button';
import { RevisionsPanel } from './revisions-panel';
import { SendToSubscribersButton } from './send-to-subscribers';
import { StatusPanel } from './status-panel';

function PostTitle() {
  const record = useRecordContext();
  return <span>{record ? `Post: ${String(record.title)}` : 'Post'}</span>;
}

export default function PostEdit() {
  // A save refused because someone else saved the post meanwhile opens the form's conflict dialog.
  const mutationOptions = useConflictAwareSave('posts');
  return (
    <Edit
      title={<PostTitle />}
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      redirect={false}
      transform={(data: Record<string, unknown>) => postBody(data)}
    >
      <PostForm
        status={<StatusPanel />}
        toolbarExtra={
          <>
            <PreviewButton />
            <SendToSubscribersButton />
          </>
        }
        after={<RevisionsPanel />}
      />
    </Edit>
  );
}

/**
 * A saved post: its content saved with one PATCH of what changed (waiting for the provider, so
 * a refusal such as a taken slug leaves the form as it was), its status changed by its own
 * routes, a signed preview, and its earlier versions.
 */
import { Edit, useRecordContext } from 'react-admin';
import { postBody } from './post-body';
import { PostForm } from './post-form';
import { PreviewButton } from './preview-button';
import { RevisionsPanel } from './revisions-panel';
import { StatusPanel } from './status-panel';

function PostTitle() {
  const record = useRecordContext();
  return <span>{record ? `Post: ${String(record.title)}` : 'Post'}</span>;
}

export default function PostEdit() {
  return (
    <Edit
      title={<PostTitle />}
      mutationMode="pessimistic"
      redirect={false}
      transform={(data: Record<string, unknown>) => postBody(data)}
    >
      <PostForm
        status={<StatusPanel />}
        toolbarExtra={<PreviewButton />}
        after={<RevisionsPanel />}
      />
    </Edit>
  );
}

/** A new post: a draft unless the editor publishes or schedules it; then on to its edit screen. */
import { Create } from 'react-admin';
import { CreateStatusInputs } from './create-status-inputs';
import { createBody } from './post-body';
import { PostForm } from './post-form';

export default function PostCreate() {
  return (
    <Create title="New post" redirect="edit" transform={createBody}>
      <PostForm status={<CreateStatusInputs />} />
    </Create>
  );
}

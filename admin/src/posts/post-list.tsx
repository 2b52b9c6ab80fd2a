/**
 * All posts, whatever their status: searched and filtered on the server (status, text, tag,
 * author). A table on wide screens; a simple list on a phone, so nothing scrolls sideways. A
 * post someone else has open shows a badge with their names.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  useGetList,
  type RaRecord,
} from 'react-admin';
import { STATUS_CHOICES, STATUS_LABELS, listDate } from './post-status-view';
import { StatusChip } from './status-chip';
import { TagChips } from './tag-chips';
import { usePostAuthors } from './use-post-authors';
import { OpenByBadge, useOpenRecords } from '../presence';
import { isPostStatus } from '@cloud-consulting/domain/post-status';
import type { TagValue } from './post-body';
import { SendDigestButton } from './send-digest';

type Post = RaRecord & {
  title: string;
  status: string;
  author: string;
  publishAt: string | null;
  publishedOn: string | null;
  tags: TagValue[];
};

const dateText = (post: Post) => {
  const at = listDate(post);
  return at ? new Date(at).toLocaleDateString(undefined, { dateStyle: 'medium' }) : '';
};

function usePostFilters() {
  const { data: tags = [] } = useGetList('blog-tags', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'name', order: 'ASC' },
  });
  const authors = usePostAuthors();
  return [
    <TextInput key="q" source="q" label="Search" alwaysOn resettable />,
    <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
    <SelectInput
      key="tag"
      source="tag"
      label="Tag"
      choices={tags.map((tag) => ({ id: tag.name, name: tag.name }))}
      alwaysOn
    />,
    <SelectInput
      key="author"
      source="author"
      label="Author"
      choices={authors.map((a) => ({ id: a.name, name: a.name }))}
      alwaysOn
    />,
  ];
}

function Actions() {
  return (
    <TopToolbar>
      <SendDigestButton />
      <CreateButton label="New post" />
    </TopToolbar>
  );
}

export default function PostList() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const filters = usePostFilters();
  // Posts someone else has open now: a badge with their names on the row.
  const open = useOpenRecords('posts');
  return (
    <List
      title="Posts"
      filters={filters}
      actions={<Actions />}
      perPage={25}
      sort={{ field: 'publishedOn', order: 'DESC' }}
    >
      {small ? (
        <SimpleList<Post>
          primaryText={(post) => (
            <>
              {post.title} <OpenByBadge names={open[String(post.id)]} resource="posts" />
            </>
          )}
          secondaryText={(post) =>
            [
              isPostStatus(post.status) ? STATUS_LABELS[post.status] : post.status,
              dateText(post),
              post.author,
            ]
              .filter(Boolean)
              .join(' · ')
          }
          rowClick="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <FunctionField<Post>
            label="Title"
            sortable={false}
            render={(post) => (
              <>
                {post.title} <OpenByBadge names={open[String(post.id)]} resource="posts" />
              </>
            )}
          />
          <FunctionField<Post>
            label="Status"
            sortable={false}
            render={(post) => <StatusChip status={post.status} />}
          />
          <FunctionField<Post> label="Publish date" sortable={false} render={dateText} />
          <TextField source="author" label="Author" sortable={false} />
          <FunctionField<Post>
            label="Tags"
            sortable={false}
            render={(post) => <TagChips tags={post.tags} />}
          />
        </Datagrid>
      )}
    </List>
  );
}

/**
 * The menu sections as a list of switches: each section's name (opens its form), what switching
 * it off does, and the public routes it guards.
 */
import { Box, List as Rows, ListItem, ListItemText, Typography } from '@mui/material';
import {
  CreateButton,
  Link,
  List,
  RecordContextProvider,
  TopToolbar,
  useCreatePath,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { ActiveSwitch } from '../collection/active-switch';
import { guardText } from './guard-text';

function SectionRow() {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  const { routes, effect } = guardText(record as { name?: unknown; type?: unknown });
  const describedBy = `menu-section-${record.id}-effect`;
  return (
    <ListItem
      divider
      secondaryAction={<ActiveSwitch collection="menu-sections" describedBy={describedBy} />}
      sx={{ pr: 10 }}
    >
      <ListItemText
        disableTypography
        primary={
          <Link to={createPath({ resource: 'menu-sections', id: record.id, type: 'edit' })}>
            {String(record.name)}
          </Link>
        }
        secondary={
          <Box id={describedBy} sx={{ color: 'text.secondary', typography: 'body2' }}>
            {effect}
            {routes.length > 0 && (
              <Box
                component="ul"
                aria-label={`Routes ${String(record.name)} guards`}
                sx={{ m: 0, pl: 3 }}
              >
                {routes.map((route) => (
                  <li key={route}>
                    <code>{route}</code>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        }
      />
    </ListItem>
  );
}

function SectionRows() {
  const { data } = useListContext();
  if (!data) return null;
  return (
    <Rows disablePadding>
      {data.map((record) => (
        <RecordContextProvider value={record} key={record.id}>
          <SectionRow />
        </RecordContextProvider>
      ))}
    </Rows>
  );
}

export function MenuSectionList() {
  return (
    <List
      resource="menu-sections"
      title="Menu sections"
      sort={{ field: 'id', order: 'ASC' }}
      perPage={200}
      pagination={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Typography sx={{ px: 2, pt: 2 }}>
        Each switch turns a part of the public site on or off. A menu is hidden when any of its
        entries is off.
      </Typography>
      <SectionRows />
    </List>
  );
}

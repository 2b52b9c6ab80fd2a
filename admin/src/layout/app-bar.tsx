/** The app bar, its user menu with "Change my password" beside signing out. */
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PasswordIcon from '@mui/icons-material/Password';
import { AppBar, Logout, UserMenu, useUserMenu } from 'react-admin';

const ChangePasswordItem = forwardRef<HTMLAnchorElement>(function ChangePasswordItem(props, ref) {
  const menu = useUserMenu();
  return (
    <MenuItem {...props} ref={ref} component={Link} to="/my-password" onClick={menu?.onClose}>
      <ListItemIcon>
        <PasswordIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Change my password</ListItemText>
    </MenuItem>
  );
});

export function EditorAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <ChangePasswordItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

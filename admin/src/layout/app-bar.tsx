/**
 * The app bar, its user menu with "Change my password" beside signing out. The menu's button is
 * named by the name it shows (WCAG 2.5.3).
 */
import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PasswordIcon from '@mui/icons-material/Password';
import { AppBar, Logout, useGetIdentity, UserMenu, useUserMenu } from 'react-admin';

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
  const { identity } = useGetIdentity();
  const name = identity?.fullName?.trim();
  return (
    <AppBar
      userMenu={
        <UserMenu label={name ? `${name}, account menu` : 'Account menu'}>
          <ChangePasswordItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}

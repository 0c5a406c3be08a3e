import { expect, test } from '@playwright/test';

/**
 * The shell in another language: French pages say everything of the header, the footer, the feedback form, the
 * 404 page and the shared result view in French (the English texts are shell.spec.ts's and the tools' specs').
 * French puts a narrow no-break space before ! ? ; and a no-break space before a colon: the patterns say "\s".
 */

test('/fr/: the header, the language menu and the footer are in French, and link to French pages', async ({ page }) => {
  // Wide enough for all of French's menus, Home included (base.css).
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.goto('/fr/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Accueil', exact: true })).toHaveAttribute('href', '/fr');
  await expect(nav.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/fr/about');
  await expect(page.getByRole('link', { name: 'Accueil DevToolbox' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thème sombre' })).toHaveAttribute('title', 'Activer/désactiver le thème sombre');
  await expect(page.locator('.language-menu summary')).toHaveAccessibleName(/^Langue\s:\sFrançais\s+FR$/);

  const footer = page.locator('footer');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} DevToolbox. Outils gratuits\u202f; tout s'exécute dans votre navigateur.`);
  await expect(footer.getByRole('heading', { name: 'Outils les plus utilisés' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/fr/privacy');
  await expect(footer.getByRole('link', { name: "Conditions d'utilisation" })).toHaveAttribute('href', '/fr/terms');
  for (const english of ['Most Used Tools', 'Privacy Policy', 'Terms of Service', 'Contact and Legal']) await expect(footer).not.toContainText(english);
});

test('/fr/: the feedback form is in French; Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/fr/');
  const button = page.getByRole('button', { name: 'Commentaires', exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Envoyer un commentaire' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Fermer le formulaire de commentaires' })).toBeVisible();
  await expect(dialog).toContainText('rien n\'est envoyé depuis cette page');
  const mail = dialog.getByRole('link', { name: 'Envoyer vos commentaires par e-mail' });
  await expect(mail).toHaveAttribute('href', /^mailto:.*\?subject=Commentaires%20sur%20DevToolbox&/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('/fr/…: an unknown path shows the French 404 page, linking home in French', async ({ page }) => {
  await page.goto('/fr/no-such-page');
  await expect(page.locator('h1')).toHaveText(/^Oups\s! Page introuvable$/);
  await expect(page.getByText("La page que vous cherchez n'existe pas ou a été déplacée.")).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/fr');
  await expect(page.getByRole('heading', { name: 'Outils populaires' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page introuvable — DevToolbox$/);
});

test('/fr/json-formatter: the result view, Find and Go to line speak French', async ({ page }) => {
  await page.goto('/fr/json-formatter');
  await expect(page.locator('fieldset.tool-body')).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Ouvrir un fichier' })).toBeVisible();
  await page.locator('.tool-body textarea, .tool-body .cm-content').first().click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText('{"a": [1, 2, 3], "b": {"c": "a"}}');
  await page.keyboard.press('ControlOrMeta+Enter');

  const find = page.getByRole('searchbox', { name: 'Rechercher dans la sortie' });
  await expect(find).toHaveAttribute('placeholder', 'Rechercher…');
  await expect(page.getByRole('button', { name: 'Copier le code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tout déplier' })).toHaveText('▾ Tout');
  await expect(page.getByRole('button', { name: 'Respecter la casse' })).toBeVisible();
  await find.fill('"a"');
  await expect(page.locator('.find-bar-count')).toHaveText('1 sur 2');
  await find.fill('nothing like this');
  await expect(page.locator('.find-bar-count')).toHaveText('Aucune occurrence');

  await page.getByRole('button', { name: 'Replier la ligne 2' }).click();
  await expect(page.locator('.vt-folded')).toHaveText('… 3 lignes');
  await expect(page.getByRole('button', { name: 'Déplier la ligne 2' })).toBeVisible();
  const goTo = page.getByRole('textbox', { name: 'Aller à la ligne' });
  await expect(goTo).toHaveAttribute('placeholder', 'Ligne…');
  await expect(goTo).toHaveAttribute('title', 'Aller à la ligne (Entrée)');
});

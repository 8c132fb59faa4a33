package save

import "github.com/quasilyte/gdata/v2"

// object is the gdata object that holds every record.
const object = "save"

type gdataStore struct{ m *gdata.Manager }

// openPlatform opens the gdata store of app: files under the user's data
// folder on the desktop, localStorage in the browser.
func openPlatform(app string) (Store, error) {
	m, err := gdata.Open(gdata.Config{AppName: app})
	if err != nil {
		return nil, err
	}
	return gdataStore{m}, nil
}

func (g gdataStore) Load(key string) ([]byte, error) {
	if !g.m.ObjectPropExists(object, key) {
		return nil, nil
	}
	return g.m.LoadObjectProp(object, key)
}

func (g gdataStore) Save(key string, data []byte) error {
	return g.m.SaveObjectProp(object, key, data)
}

func (g gdataStore) Delete(key string) error { return g.m.DeleteObjectProp(object, key) }
